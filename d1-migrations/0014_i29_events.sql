-- deploy-check: allow DROP TABLE analytics_events: accepted in decision 075 (the release before
-- writes its last minutes of raw events here; the days rolled up stay in daily_stats).
DROP TABLE `analytics_events`;