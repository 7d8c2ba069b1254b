package dev.kairos.security;

import java.util.UUID;

import org.springframework.stereotype.Component;

/**
 * Make users and API keys for integration tests, through the same code as the command
 * line. Every test works with its own fresh users, so tests never depend on each other's
 * data, on H2 or PostgreSQL.
 */
@Component
public class TestUsers {

	private final Users users;

	private final ApiKeys apiKeys;

	TestUsers(Users users, ApiKeys apiKeys) {
		this.users = users;
		this.apiKeys = apiKeys;
	}

	/** A new user and a key for it. */
	public Caller create() {
		KairosUser user = this.users.local("user-" + UUID.randomUUID() + "@example.com");
		return new Caller(user, this.apiKeys.issue(user, "test").key());
	}

	/**
	 * A test user.
	 *
	 * @param user the user
	 * @param key an API key of the user
	 */
	public record Caller(KairosUser user, String key) {
	}

}
