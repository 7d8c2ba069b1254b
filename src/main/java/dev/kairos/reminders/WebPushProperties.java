package dev.kairos.reminders;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of Web Push ({@code kairos.web-push.*}), docs/reminders.md.
 *
 * @param enabled whether notification reminders also go to the browsers' push services
 * (subscriptions are accepted either way)
 * @param subject the VAPID subject the push services may contact the operator at: a
 * {@code mailto:} or {@code https:} URL; unset, {@code kairos.public-base-url} when it is
 * https, else {@code mailto:kairos@localhost}
 * @param maxSubscriptions most browsers one user may subscribe; a new one replaces the
 * oldest
 * @param allowLoopbackHttp whether {@code http:} endpoints on a loopback address are
 * accepted (tests and development with a local mock push service), never in production
 * @param timeout how long one push service may take to answer
 */
@ConfigurationProperties("kairos.web-push")
record WebPushProperties(@DefaultValue("true") boolean enabled, @Nullable String subject,
		@DefaultValue("20") int maxSubscriptions, @DefaultValue("false") boolean allowLoopbackHttp,
		@DefaultValue("10s") Duration timeout) {
}
