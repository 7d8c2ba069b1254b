package dev.kairos.security;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Find or create users, and serialize each user's writes.
 */
@Service
public class Users {

	/** Issuer of the users created on the command line, who are identified by e-mail. */
	static final String LOCAL_ISSUER = "local";

	private final JdbcUserRepository repository;

	private final Clock clock;

	Users(JdbcUserRepository repository, Clock clock) {
		this.repository = repository;
		this.clock = clock;
	}

	/**
	 * Lock the user until the surrounding transaction ends. Writes whose correctness
	 * depends on what the user already has (a conflict check before an insert, a first
	 * settings row) take this lock first, so two instances or threads never interleave
	 * them. It is a row lock, on H2 and on PostgreSQL alike.
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	public void lock(KairosUser user) {
		if (!this.repository.lock(user.id())) {
			throw new IllegalStateException("User " + user.id() + " does not exist");
		}
	}

	/** The user's e-mail address, when their sign-in gave one. */
	@Transactional(readOnly = true)
	public @Nullable String email(KairosUser user) {
		return this.repository.email(user.id());
	}

	/**
	 * The e-mail addresses of several users in one read; a user without one (or unknown)
	 * is missing from the map.
	 */
	@Transactional(readOnly = true)
	public Map<UUID, String> emails(Collection<UUID> userIds) {
		return this.repository.emails(userIds);
	}

	/**
	 * The user's e-mail address and display name, as their sign-in gave them; null when
	 * there is no such user.
	 */
	@Transactional(readOnly = true)
	public @Nullable UserProfile profile(KairosUser user) {
		return this.repository.profile(user.id());
	}

	/**
	 * The user of this server with this e-mail address (compared without case; the
	 * earliest made one when several sign-ins share it), or null.
	 */
	@Transactional(readOnly = true)
	public @Nullable UserProfile findByEmail(String email) {
		return this.repository.profileByEmail(email);
	}

	/** Return the command-line user with this e-mail, creating it on first use. */
	KairosUser local(String email) {
		String normalized = email.strip().toLowerCase(Locale.ROOT);
		return findOrCreate(LOCAL_ISSUER, normalized, normalized, null);
	}

	/**
	 * Return the user signed in by this OIDC issuer and subject, creating it on first
	 * sign-in.
	 */
	KairosUser signedIn(String issuer, String subject, @Nullable String email, @Nullable String name) {
		return findOrCreate(issuer, subject, email, name);
	}

	private KairosUser findOrCreate(String issuer, String subject, @Nullable String email, @Nullable String name) {
		UUID existing = this.repository.findByIdentity(issuer, subject);
		if (existing != null) {
			return new KairosUser(existing);
		}
		try {
			UUID id = UUID.randomUUID();
			this.repository.insert(id, issuer, subject, email, name, now());
			return new KairosUser(id);
		}
		catch (DuplicateKeyException ex) {
			// Signed in twice at once: the other request created the user.
			return new KairosUser(this.repository.findByIdentity(issuer, subject));
		}
	}

	private Instant now() {
		return this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
	}

}
