-- Who referred whom (issue 20, part 7; docs/referral.md). The member domain owns both tables; the
-- rewards' referral programme reads them by SQL joins (decision 0010) and never writes them.

-- A member's own referral code, made the first time it is asked for: 8 characters of an alphabet
-- without 0, O, 1 and I (read aloud or copied by hand without doubt), unique within the brand.
create table member_referral_codes (
  member_id bigint primary key references members (id),
  brand_id int not null references brands (id),
  code text not null check (code ~ '^[2-9A-HJ-NP-Z]{8}$'),
  created_at timestamptz not null default now(),
  constraint member_referral_codes_unique unique (brand_id, code)
);

-- The member who referred a member, recorded at registration from the code it gave; never changed.
create table member_referrals (
  member_id bigint primary key references members (id),
  brand_id int not null references brands (id),
  referrer_id bigint not null references members (id),
  created_at timestamptz not null default now(),
  constraint member_referrals_not_self check (referrer_id <> member_id)
);
create index member_referrals_by_referrer on member_referrals (referrer_id, created_at desc, member_id desc);
