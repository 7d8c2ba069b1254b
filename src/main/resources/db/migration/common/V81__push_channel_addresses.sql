-- Graph posts to /api/push/microsoft/{secret}: the secret is looked up by its hash before the body
-- is read. Subscriptions made before post to the old address, which now refuses them unread: mark
-- them stale, so each connection's next job stops them and opens one at the new address.
create index push_channels_secret on push_channels (provider, secret_hash);
update push_channels set stale = true where provider = 'microsoft';
