/**
 * HTTP to the providers: timeouts, bounded retries with backoff, and error
 * classification, shared by the provider clients. Internal to the providers module.
 */
@NullMarked
package dev.kairos.providers.http;

import org.jspecify.annotations.NullMarked;
