-- Every account used to start on team orange, so chat showed nearly everyone alike. Member accounts still on it take
-- the palette's colours in turn, oldest first, in the order new accounts are now given them (the oldest keeps orange;
-- one who had chosen orange can choose it again on the profile). Public accounts are seen by nobody else: left as they are.
WITH spread AS (
  SELECT id, (row_number() OVER (ORDER BY id) - 1) % 15 AS slot FROM users WHERE user_type = 'member' AND avatar_color = '#ff6b00'
)
UPDATE users SET avatar_color = (ARRAY[
  '#ff6b00', '#2563eb', '#16a34a', '#9333ea', '#eab308', '#0d9488', '#dc2626', '#475569',
  '#db2777', '#0284c7', '#65a30d', '#92400e', '#4f46e5', '#d97706', '#e11d48'
])[spread.slot + 1]
FROM spread WHERE users.id = spread.id;
