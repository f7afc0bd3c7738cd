-- Users who accepted an agreement before acceptances were recorded: their acceptance enters the history with the
-- last time their row changed, the best time known, so the acceptance report lists them too.
INSERT INTO agreement_acceptances (user_id, agreement_id, accepted_at)
SELECT u.id, u.accepted_agreement_id, u.updated_at
  FROM users u
  JOIN user_agreements a ON a.id = u.accepted_agreement_id
ON CONFLICT DO NOTHING;
