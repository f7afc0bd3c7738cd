-- Counts the events recorded before the rollups existed (later events are added as they are written).
with
  rollup_src as materialized (
  select x.*, p.grain, p.period, s.scope
  from (select e.*, (e.event_at at time zone 'Europe/Moscow')::date as day,
          concat_ws(' / ', e.system_name, e.service_name) as system_service
        from article_events e) x
  cross join lateral (values ('d', x.day), ('m', date_trunc('month', x.day)::date),
    ('y', date_trunc('year', x.day)::date)) p(grain, period)
  cross join lateral (select '00000000-0000-0000-0000-000000000000'::uuid union all
    select x.organization_id where x.organization_id is not null) s(scope)),
  rollup_system_tag as (
  insert into report_rollup_system_tag as r (grain, period, scope, dims, system_service, article_title, tags, tag, clicks)
  select grain, period, scope, md5(concat_ws(E'\x1f', system_service, article_title, array_to_string(tags, E'\x1e'), tag_from_article)), min(system_service), min(article_title), min(tags), min(tag_from_article), count(*)
  from rollup_src where event_type = 'ClickOnTag' and tag_from_article is not null
  group by grain, scope, period, md5(concat_ws(E'\x1f', system_service, article_title, array_to_string(tags, E'\x1e'), tag_from_article))
  order by grain, scope, period, 4
  on conflict (grain, scope, period, dims) do update set
    clicks = r.clicks + excluded.clicks),
  rollup_system as (
  insert into report_rollup_system as r (grain, period, scope, dims, system_service, article_title, is_tech, views, applications)
  select grain, period, scope, md5(concat_ws(E'\x1f', system_service, article_title, is_tech_support_employee::text)), min(system_service), min(article_title), bool_or(is_tech_support_employee), count(*) filter (where event_type = 'OpenArticle'), count(*) filter (where event_type = 'CreateApplication')
  from rollup_src where event_type in ('OpenArticle', 'CreateApplication')
  group by grain, scope, period, md5(concat_ws(E'\x1f', system_service, article_title, is_tech_support_employee::text))
  order by grain, scope, period, 4
  on conflict (grain, scope, period, dims) do update set
    views = r.views + excluded.views, applications = r.applications + excluded.applications),
  rollup_user as (
  insert into report_rollup_user as r (grain, period, scope, dims, user_name, user_system, system_service, article_title, views, applications)
  select grain, period, scope, md5(concat_ws(E'\x1f', user_fio, login_system, system_service, article_title)), min(user_fio), min(login_system), min(system_service), min(article_title), count(*) filter (where event_type = 'OpenArticle'), count(*) filter (where event_type = 'CreateApplication')
  from rollup_src where event_type in ('OpenArticle', 'CreateApplication')
  group by grain, scope, period, md5(concat_ws(E'\x1f', user_fio, login_system, system_service, article_title))
  order by grain, scope, period, 4
  on conflict (grain, scope, period, dims) do update set
    views = r.views + excluded.views, applications = r.applications + excluded.applications),
  rollup_tag as (
  insert into report_rollup_tag as r (grain, period, scope, dims, tag, clicks)
  select grain, period, scope, md5(concat_ws(E'\x1f', tag_from_article)), min(tag_from_article), count(*)
  from rollup_src where event_type = 'ClickOnTag' and tag_from_article is not null
  group by grain, scope, period, md5(concat_ws(E'\x1f', tag_from_article))
  order by grain, scope, period, 4
  on conflict (grain, scope, period, dims) do update set
    clicks = r.clicks + excluded.clicks)
select 1;
