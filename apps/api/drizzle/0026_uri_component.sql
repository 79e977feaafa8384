-- A text as JavaScript's encodeURIComponent writes it, so the database can write a workshop's JSON with
-- its category's address (docs/decisions/0047): every character but A-Z a-z 0-9 - _ . ! ~ * ' ( ) as
-- its UTF-8 bytes, %XX each.
CREATE FUNCTION uri_component_bytes(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (
    SELECT coalesce(string_agg(
      CASE WHEN ch ~ '^[A-Za-z0-9_.!~*''()-]$' THEN ch
        ELSE regexp_replace(upper(encode(convert_to(ch, 'UTF8'), 'hex')), '(..)', '%\1', 'g') END,
      '' ORDER BY at), '')
    FROM regexp_split_to_table(value, '') WITH ORDINALITY AS part(ch, at)
  );--> statement-breakpoint
-- Text of those characters and spaces alone, as categories mostly are, takes the short way. One
-- expression, neither strict nor with a subquery of its own, so the planner writes it into the
-- statement that calls it rather than calling a function for each row (a sixth of the cost of a
-- workshop's JSON otherwise).
CREATE FUNCTION uri_component(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE
    WHEN value ~ '^[A-Za-z0-9_.!~*''() -]*$' THEN replace(value, ' ', '%20')
    ELSE uri_component_bytes(value)
  END;
