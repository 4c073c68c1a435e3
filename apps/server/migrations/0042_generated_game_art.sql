-- Games seeded with a shared per-category image (/media/games/category-*.svg, now removed) get the
-- art generated from their kind and code instead (docs/games-catalog.md, "Images"). An operator's
-- own image is untouched.
update games
set image_path = '/media/games/art/' || category || '/' || code || '.svg', updated_at = now()
where image_path like '/media/games/category-%.svg';
