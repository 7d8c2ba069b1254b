package dev.kairos.security;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;

import dev.kairos.shared.InvalidRequestException;
import dev.kairos.shared.Secrets;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Issue, list, revoke and check API keys. A key is {@code kairos_} plus a
 * {@link Secrets#random() secret}; only its SHA-256 is stored.
 */
@Service
class ApiKeys {

	static final String PREFIX = "kairos_";

	private static final int MAX_NAME_LENGTH = 100;

	private final JdbcApiKeyRepository repository;

	private final Clock clock;

	ApiKeys(JdbcApiKeyRepository repository, Clock clock) {
		this.repository = repository;
		this.clock = clock;
	}

	@Transactional
	IssuedApiKey issue(KairosUser user, @Nullable String name) {
		if (name == null || name.isBlank()) {
			throw new InvalidRequestException("name", "is required");
		}
		if (name.strip().length() > MAX_NAME_LENGTH) {
			throw new InvalidRequestException("name", "must be at most " + MAX_NAME_LENGTH + " characters");
		}
		String key = PREFIX + Secrets.random();
		UUID id = UUID.randomUUID();
		Instant now = this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
		this.repository.insert(id, user.id(), name.strip(), Secrets.sha256(key), now);
		return new IssuedApiKey(id, name.strip(), key, now);
	}

	@Transactional(readOnly = true)
	List<ApiKey> list(KairosUser user) {
		return this.repository.findByUser(user.id());
	}

	@Transactional
	void revoke(KairosUser user, UUID id) {
		if (!this.repository.delete(user.id(), id)) {
			throw new ApiKeyNotFoundException(id);
		}
	}

	/**
	 * Return the owner of a presented key, or null when the key is unknown or revoked.
	 */
	@Nullable KairosUser authenticate(String key) {
		if (!key.startsWith(PREFIX) || key.length() > 200) {
			return null;
		}
		UUID owner = this.repository.findOwner(Secrets.sha256(key));
		return (owner != null) ? new KairosUser(owner) : null;
	}

}
