-- Decision 0092: the FHIR partner features (backend clients, Bulk Data export) are the `partners`
-- module. Every existing programme had them, so each gets the module; who holds it is then a matter
-- of user-group permissions (FHIR_PARTNERS, or a group granting every module).
UPDATE "programs"
SET "modules" = CASE WHEN btrim("modules") = '' THEN 'partners' ELSE "modules" || ',partners' END
WHERE NOT ('partners' = ANY (regexp_split_to_array(btrim("modules"), '\s*,\s*')));
