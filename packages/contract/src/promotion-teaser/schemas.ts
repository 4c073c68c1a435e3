export { registrationBonusSchema } from '../promotions/schemas.ts';
