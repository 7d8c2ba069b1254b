package dev.kairos.web;

import java.time.Duration;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * HTTP limits.
 *
 * @param maxBodySize the largest request body accepted on /api/** (larger ones get 413)
 * @param bodyTimeout how long a request body may take to arrive, in all (not per byte);
 * it is read without holding a thread, and one that is late gets 408
 * @param bodyMemory what all the request bodies being read may hold in memory together;
 * past it a body gets 503 {@code busy} (unset: a quarter of the heap)
 */
@ConfigurationProperties("kairos.web")
@Validated
record WebProperties(@DefaultValue("1MB") DataSize maxBodySize, @DefaultValue("30s") Duration bodyTimeout,
		@Nullable DataSize bodyMemory) {

	/** {@link #bodyMemory()} in bytes, a quarter of the heap when unset. */
	long bodyMemoryBytes() {
		return (this.bodyMemory != null) ? this.bodyMemory.toBytes() : Runtime.getRuntime().maxMemory() / 4;
	}

}
