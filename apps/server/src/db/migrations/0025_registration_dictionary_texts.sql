-- Registrations filed before the built-in desk named their warranty and impact as its dictionaries do kept the codes:
-- show them as every other application does.
UPDATE applications SET warranty = 'Без гарантийных обязательств'
  WHERE application_type = 'portal/organization-registration' AND warranty = 'none';
--> statement-breakpoint
UPDATE applications SET impact = 'Затрагивает всю организацию'
  WHERE application_type = 'portal/organization-registration' AND impact = 'organization';
