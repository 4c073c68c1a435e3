import { defineCall } from '../call.ts';

// The registration bonus the member home's teaser names, declared apart from the other promotions
// calls so the home page's first load carries this one declaration only (docs/promotions.md).
const schemas = () => import('./schemas.ts');

export const getRegistrationBonus = defineCall(schemas, {
  method: 'GET',
  path: '/wps/promotions/registration-bonus',
  scope: 'visitor',
  tag: 'promotions',
  summary: 'The live registration bonus the home page’s teaser names, or none',
  errors: [],
  schemas: (s) => ({ value: s.registrationBonusSchema }),
});
