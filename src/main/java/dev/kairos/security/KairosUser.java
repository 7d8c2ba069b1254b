package dev.kairos.security;

import java.io.Serializable;
import java.util.UUID;

import org.springframework.util.Assert;

/**
 * The user a request acts for. Declare it as a controller method parameter to receive the
 * caller; every query of another feature is scoped by its {@link #id()}.
 *
 * @param id the user's id
 */
public record KairosUser(UUID id) implements Serializable {

	public KairosUser {
		Assert.notNull(id, "Id must not be null");
	}

}
