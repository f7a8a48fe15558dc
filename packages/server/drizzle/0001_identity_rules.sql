-- User names become unique whatever their case (sign-in accepts a name). Existing duplicates stop the
-- migration with a message that lists them, rather than an index error or a silent rename.
DO $$
DECLARE
  duplicates text;
BEGIN
  SELECT string_agg(names, '; ' ORDER BY names) INTO duplicates
  FROM (SELECT string_agg(format('%s (id %s)', name, id), ', ' ORDER BY id) AS names
        FROM users GROUP BY lower(name) HAVING count(*) > 1) d;
  IF duplicates IS NOT NULL THEN
    RAISE EXCEPTION 'Nama pengguna harus unik (tanpa membedakan huruf besar/kecil), tetapi nama berikut dipakai lebih dari satu pengguna: %. Ubah nama-nama itu agar berbeda, lalu jalankan server lagi. / User names must be unique (case-insensitive); rename these users, then start the server again.', duplicates
      USING ERRCODE = 'unique_violation';
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "users_name_lower";--> statement-breakpoint
CREATE UNIQUE INDEX "users_name_lower" ON "users" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "login_attempts_ip" ON "login_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
-- Mobile numbers already stored take the one format of src/lib/phone.ts (0812-3456-7890); other numbers are
-- left as they are and take it when next saved.
WITH n AS (
  SELECT id,
         CASE WHEN phone LIKE '+62%' THEN '0' || substr(regexp_replace(phone, '[^0-9]', '', 'g'), 3)
              WHEN regexp_replace(phone, '[^0-9]', '', 'g') LIKE '0062%' THEN '0' || substr(regexp_replace(phone, '[^0-9]', '', 'g'), 5)
              WHEN regexp_replace(phone, '[^0-9]', '', 'g') LIKE '628%' AND phone NOT LIKE '0%' THEN '0' || substr(regexp_replace(phone, '[^0-9]', '', 'g'), 3)
              ELSE regexp_replace(phone, '[^0-9]', '', 'g') END AS national
  FROM users WHERE phone IS NOT NULL AND phone ~ '^\+?[0-9 ().-]+$'
)
UPDATE users u
SET phone = substr(n.national, 1, 4) || '-'
            || substr(n.national, 5, least(4, ceil((length(n.national) - 4) / 2.0)::int)) || '-'
            || substr(n.national, 5 + least(4, ceil((length(n.national) - 4) / 2.0)::int))
FROM n
WHERE u.id = n.id AND n.national LIKE '08%' AND length(n.national) BETWEEN 10 AND 13;
