-- A cash product's value as it stood when the member exchanged (issue 20, docs/points.md): the
-- approval pays this, not whatever the operator has set the product to since.
alter table points_exchanges add column cash_value bigint not null default 0 check (cash_value >= 0);

update points_exchanges x set cash_value = p.cash_value * x.quantity
  from points_products p
 where p.id = x.product_id and x.type = 'cash' and x.status = 'applying';
