-- The vendor simulator (src/vendor-simulator/) plays the brand's SIM_* vendors as a third party
-- would. It signs with a secret it issued itself through the operator's rotation path, and keeps
-- its own copy here, sealed under SECRET_KEY like the platform's. `vendor_rotated_at` is the
-- vendor's secret_rotated_at when the simulator issued it (as text, exactly as the API answers it):
-- when the vendor's differs, someone else rotated the secret and the simulator's copy is stale.
create table vendor_simulator_secrets (
  brand_id int not null references brands (id),
  vendor_code text not null,
  secret_sealed text not null,
  vendor_rotated_at text not null,
  updated_at timestamptz not null default now(),
  primary key (brand_id, vendor_code)
);
