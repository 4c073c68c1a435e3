import { describe, expect, it } from 'vitest';
import { isSwitchOn, whitelabelTree } from './whitelabel.ts';

const rows = [
  { mod_id: 'register', parent_mod_id: null, enabled: false },
  { mod_id: 'register.mobile', parent_mod_id: 'register', enabled: true },
  { mod_id: 'login', parent_mod_id: null, enabled: true },
  { mod_id: 'login.freePlay', parent_mod_id: 'login', enabled: true },
];

describe('whitelabel tree', () => {
  it('nests children under their parents with the spec’s enabled strings', () => {
    expect(whitelabelTree(rows)).toEqual([
      {
        modId: 'register',
        enabled: '0',
        childrenNodes: [{ modId: 'register.mobile', enabled: '1', childrenNodes: [] }],
      },
      {
        modId: 'login',
        enabled: '1',
        childrenNodes: [{ modId: 'login.freePlay', enabled: '1', childrenNodes: [] }],
      },
    ]);
  });

  it('treats a switch under a switched-off parent as off', () => {
    expect(isSwitchOn(rows, 'register.mobile')).toBe(false);
    expect(isSwitchOn(rows, 'login.freePlay')).toBe(true);
    expect(isSwitchOn(rows, 'missing')).toBe(false);
  });
});
