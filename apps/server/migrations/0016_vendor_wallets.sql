-- External game vendors, and their wallets in the ledger.
--
-- Each vendor has a house account `vendor:<code>`: the other side of every bet and win its games
-- move. Where the brand is not single-wallet, a member also holds one sub-wallet per vendor (kind
-- 'vendor', never negative like every member account): the member transfers money between the main
-- wallet and it, and that vendor's rounds debit and credit it instead of the main wallet. The games
-- issue adds the catalog columns (lanes, sort, images) to `vendors`; the wallet API adds secrets.

create table vendors (
  id serial primary key,
  brand_id int not null references brands (id),
  code text not null check (code ~ '^[A-Z][A-Z0-9_]{1,31}$'),
  name text not null check (length(name) between 1 and 80),
  enabled boolean not null default true,
  sort int not null default 0,
  created_at timestamptz not null default now(),
  constraint vendors_brand_code unique (brand_id, code)
);

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts
  add column vendor_code text,
  add constraint ledger_accounts_kind_check check (kind in ('main', 'points', 'vendor', 'house')),
  add constraint ledger_accounts_vendor_wallet check ((kind = 'vendor') = (vendor_code is not null)),
  -- A sub-wallet of a vendor the brand does not have cannot be opened.
  add constraint ledger_accounts_vendor_fk foreign key (brand_id, vendor_code)
    references vendors (brand_id, code);

-- One account per member and kind, and per vendor among sub-wallets.
drop index ledger_accounts_member_kind;
create unique index ledger_accounts_member_wallet
  on ledger_accounts (member_id, kind, coalesce(vendor_code, '')) where member_id is not null;

-- A vendor's house account is opened with the vendor.
create function ledger_open_vendor_account() returns trigger
language plpgsql as $$
begin
  insert into ledger_accounts (brand_id, code, currency, kind)
  select new.brand_id, 'vendor:' || new.code, b.currency, 'house' from brands b where b.id = new.brand_id
  on conflict do nothing;
  return null;
end;
$$;

create trigger vendors_open_house_account after insert on vendors
  for each row execute function ledger_open_vendor_account();
