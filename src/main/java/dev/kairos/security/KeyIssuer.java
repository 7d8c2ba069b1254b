package dev.kairos.security;

import org.springframework.stereotype.Component;

/**
 * What {@code --create-user} does, wherever it runs: find or create the user with this
 * e-mail address and issue a new API key for it.
 */
@Component
class KeyIssuer {

	private final Users users;

	private final ApiKeys apiKeys;

	KeyIssuer(Users users, ApiKeys apiKeys) {
		this.users = users;
		this.apiKeys = apiKeys;
	}

	/** The new key, in clear (shown once). */
	String issue(String email) {
		KairosUser user = this.users.local(email);
		return this.apiKeys.issue(user, "command line").key();
	}

}
