package dev.kairos.shared;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Keys a response has but a request record must not: a client that sends one back is told
 * why (for example "is assigned by the service") rather than that the key is unknown.
 * Alternating key and reason.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
public @interface ReadOnlyKeys {

	/** Key, reason, key, reason... */
	String[] value();

}
