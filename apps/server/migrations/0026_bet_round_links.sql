-- Game recall from the betting record: a row of `bets` leads to what happened in its round.
--
-- A vendor's round: its `vendor_transactions` by `bet_id` (indexed since 0020). A house round of
-- Dice, Limbo, Plinko, Mines Gold or Tower: `round_id` is the `house_rounds` id. A PAPPU bet's row
-- had the `crash_bets` id as its round id, but house rounds and PAPPU bets are numbered by two
-- sequences and a member's rows at the house vendor are unique by round id alone: a member whose
-- PAPPU bet had the number of one of their house rounds found that round's row taken, so the bet
-- got no row of its own and its settlement was taken for a repeat of the other round's. PAPPU rows
-- are now `pappu-<crash bet id>` (house-money.ts writes them so), never a house round's number.
update bets
   set round_id = 'pappu-' || round_id
 where vendor_code = 'LOTUS' and game_code = 'pappu' and round_id ~ '^[0-9]+$';

-- The operator's list of every round of the brand, newest first (the member's has its own index).
create index bets_by_brand_placed on bets (brand_id, placed_at desc, id desc);
