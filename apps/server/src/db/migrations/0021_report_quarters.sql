-- Quarter rows of the four report rollups (grain 'q'), so a rolling year reads two months and three quarters
-- instead of eleven months. New events add them as they come (rollups.sql.ts); the events already counted get them
-- here, summed from their month rows (a quarter is whole months).
insert into report_rollup_system_tag select 'q', date_trunc('quarter', period)::date,
  scope, dims, min(system_service), min(article_title), min(tags), min(tag), sum(clicks)
  from report_rollup_system_tag where grain = 'm' group by 2, 3, 4;
--> statement-breakpoint
insert into report_rollup_system select 'q', date_trunc('quarter', period)::date,
  scope, dims, min(system_service), min(article_title), bool_or(is_tech), sum(views), sum(applications)
  from report_rollup_system where grain = 'm' group by 2, 3, 4;
--> statement-breakpoint
insert into report_rollup_user select 'q', date_trunc('quarter', period)::date,
  scope, dims, min(user_name), min(user_system), min(system_service), min(article_title), sum(views), sum(applications)
  from report_rollup_user where grain = 'm' group by 2, 3, 4;
--> statement-breakpoint
insert into report_rollup_tag select 'q', date_trunc('quarter', period)::date,
  scope, dims, min(tag), sum(clicks)
  from report_rollup_tag where grain = 'm' group by 2, 3, 4;
