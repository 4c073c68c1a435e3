-- The member's profile (spec section 3): personal details, messenger ids and the KYC fields the
-- cashier and the operator's review need. Formats are checked in code against the brand's field
-- rules; the database only keeps what no rule may loosen.

alter table members add column birthday date;
alter table members add column zalo text;
alter table members add column whatsapp text;
alter table members add column facebook text;
alter table members add column telegram text;
alter table members add column line text;
alter table members add column wechat text;
alter table members add column qq text;
alter table members add column id_number text;
-- ISO 3166-1 alpha-2 (the list of codes lives in the contract).
alter table members add column nationality text check (nationality ~ '^[A-Z]{2}$');
alter table members add column address text;
alter table members add column occupation text;
-- One of the contract's sourcesOfIncome; no check here so a new choice needs no migration.
alter table members add column source_of_income text;
alter table members add column region text;
-- The picture (1..12). Null means the default, (id % 12) + 1: a column default cannot see the id,
-- and a trigger would not travel to the PostgreSQL-compatible engines we keep the SQL portable to.
alter table members add column avatar_id smallint check (avatar_id between 1 and 12);
alter table members add column profile_updated_at timestamptz;

-- The new fields' rules for every existing brand (a new brand gets them from its seed, with the same
-- values as demoRegisterRules). required is false: every profile field may stay empty.
insert into field_rules (brand_id, form, field, pattern_id, accepted_pattern, min_length, max_length, required, confirm_of, sort)
select brands.id, 'register', rule.field, rule.pattern_id, rule.accepted_pattern, rule.min_length,
       rule.max_length, false, null, rule.sort
  from brands
 cross join (values
   ('nickname', 0, null, 2, 20, 200),
   ('birthday', 11, null, 10, 10, 201),
   ('zalo', 9, null, 2, 50, 202),
   ('whatsapp', 9, null, 2, 50, 203),
   ('facebook', 9, null, 2, 50, 204),
   ('telegram', 9, null, 2, 50, 205),
   ('line', 9, null, 2, 50, 206),
   ('wechat', 9, null, 2, 50, 207),
   ('qq', 9, null, 2, 50, 208),
   ('idNumber', 14, null, 6, 20, 209),
   ('nationality', 14, '[A-Z]{2}', 2, 2, 210),
   ('address', 0, null, 5, 200, 211),
   ('occupation', 0, null, 2, 50, 212),
   ('sourceOfIncome', 14, null, 2, 30, 213),
   ('region', 0, null, 2, 50, 214)
 ) as rule (field, pattern_id, accepted_pattern, min_length, max_length, sort)
on conflict do nothing;
