-- One message in one call (issue 41, decision 188): the statement `append` ran, as a PL/pgSQL function so that each
-- connection plans it once instead of at every message. It locks the conversation's row, checks that the other
-- person is there and neither blocked the other (unless the message records a visit change, `fact`), inserts the
-- message, moves the pointers and both people's unread counts, and answers what the push says.
CREATE FUNCTION append_message(
	p_conversation uuid, p_sender uuid, p_body text, p_risks text[], p_photos jsonb, p_visit jsonb, p_fact boolean
) RETURNS TABLE (
	other_id uuid, blocked boolean, id bigint, sender_id uuid, body text, visit jsonb, photos jsonb,
	created_at timestamptz, buyer_id uuid, seller_id uuid, buyer_delivered_id bigint, buyer_read_id bigint,
	buyer_unread integer, seller_delivered_id bigint, seller_read_id bigint, seller_unread integer, totals json
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
	RETURN QUERY
	WITH c AS (
		SELECT cv.id, cv.buyer_id, cv.seller_id, cv.buyer_unread, cv.seller_unread, cv.buyer_id = p_sender AS by_buyer,
		       CASE WHEN cv.buyer_id = p_sender THEN cv.seller_id ELSE cv.buyer_id END AS other_id,
		       EXISTS (SELECT 1 FROM user_blocks b
		               WHERE (b.blocker_id = cv.buyer_id AND b.blocked_id = cv.seller_id)
		                  OR (b.blocker_id = cv.seller_id AND b.blocked_id = cv.buyer_id)) AS blocked
		FROM conversations cv
		WHERE cv.id = p_conversation AND (cv.buyer_id = p_sender OR cv.seller_id = p_sender)
		FOR UPDATE OF cv
	), allowed AS (
		SELECT * FROM c WHERE p_fact OR (c.other_id IS NOT NULL AND NOT c.blocked)
	), m AS (
		INSERT INTO messages (conversation_id, sender_id, body, risks, photos, visit)
		SELECT a.id, p_sender, p_body, p_risks, p_photos, p_visit FROM allowed a
		RETURNING messages.id, messages.sender_id, messages.body, messages.visit, messages.photos, messages.created_at
	), u AS (
		UPDATE conversations v SET
			last_message_id = m.id, last_message_at = m.created_at,
			buyer_read_id = CASE WHEN a.by_buyer THEN m.id ELSE v.buyer_read_id END,
			buyer_delivered_id = CASE WHEN a.by_buyer THEN m.id ELSE v.buyer_delivered_id END,
			seller_read_id = CASE WHEN a.by_buyer THEN v.seller_read_id ELSE m.id END,
			seller_delivered_id = CASE WHEN a.by_buyer THEN v.seller_delivered_id ELSE m.id END,
			buyer_unread = CASE WHEN a.by_buyer THEN 0 WHEN v.buyer_id IS NULL THEN v.buyer_unread ELSE v.buyer_unread + 1 END,
			seller_unread = CASE WHEN NOT a.by_buyer THEN 0 WHEN v.seller_id IS NULL THEN v.seller_unread ELSE v.seller_unread + 1 END
		FROM m, allowed a
		WHERE v.id = a.id
		RETURNING v.buyer_id, v.seller_id, v.buyer_delivered_id, v.buyer_read_id, v.buyer_unread,
		          v.seller_delivered_id, v.seller_read_id, v.seller_unread
	), t AS (
		-- In id order, as every other write of the totals, so two writes lock the same two rows in the same order.
		INSERT INTO unread_totals (user_id, unread)
		SELECT d.person, d.delta FROM (
			SELECT a.buyer_id AS person, CASE WHEN a.by_buyer THEN -a.buyer_unread ELSE 1 END AS delta
			FROM allowed a JOIN m ON true WHERE a.buyer_id IS NOT NULL
			UNION ALL
			SELECT a.seller_id, CASE WHEN a.by_buyer THEN 1 ELSE -a.seller_unread END
			FROM allowed a JOIN m ON true WHERE a.seller_id IS NOT NULL
		) d
		ORDER BY d.person
		ON CONFLICT (user_id) DO UPDATE SET unread = unread_totals.unread + excluded.unread
		RETURNING unread_totals.user_id, unread_totals.unread
	)
	SELECT c.other_id, c.blocked, m.id, m.sender_id, m.body, m.visit, m.photos, m.created_at,
	       u.buyer_id, u.seller_id, u.buyer_delivered_id, u.buyer_read_id, u.buyer_unread,
	       u.seller_delivered_id, u.seller_read_id, u.seller_unread,
	       (SELECT json_object_agg(t.user_id, t.unread) FROM t)
	FROM c LEFT JOIN m ON true LEFT JOIN u ON true;
END
$$;
