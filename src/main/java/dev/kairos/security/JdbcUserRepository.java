package dev.kairos.security;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
class JdbcUserRepository {

	private final JdbcClient jdbc;

	JdbcUserRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	@Nullable UUID findByIdentity(String issuer, String subject) {
		return this.jdbc.sql("select id from users where issuer = :issuer and subject = :subject")
			.param("issuer", issuer)
			.param("subject", subject)
			.query(UUID.class)
			.optional()
			.orElse(null);
	}

	void insert(UUID id, String issuer, String subject, @Nullable String email, @Nullable String name,
			Instant createdAt) {
		this.jdbc.sql("""
				insert into users (id, issuer, subject, email, display_name, created_at)
				values (:id, :issuer, :subject, :email, :name, :createdAt)
				""")
			.param("id", id)
			.param("issuer", issuer)
			.param("subject", subject)
			.param("email", email)
			.param("name", name)
			.param("createdAt", createdAt.atOffset(ZoneOffset.UTC))
			.update();
	}

	/**
	 * Take the user's row lock for the rest of the transaction; false when there is no
	 * such user.
	 */
	boolean lock(UUID id) {
		return this.jdbc.sql("select id from users where id = :id for update")
			.param("id", id)
			.query(UUID.class)
			.optional()
			.isPresent();
	}

	/**
	 * A user's e-mail address, or null when they have none (or there is no such user).
	 */
	@Nullable String email(UUID id) {
		return this.jdbc.sql("select email from users where id = :id")
			.param("id", id)
			.query(String.class)
			.optional()
			.orElse(null);
	}

	Map<UUID, String> emails(Collection<UUID> ids) {
		Map<UUID, String> emails = new HashMap<>();
		if (ids.isEmpty()) {
			return emails;
		}
		this.jdbc.sql("select id, email from users where id in (:ids) and email is not null")
			.param("ids", ids)
			.query((rs, row) -> emails.put(rs.getObject(1, UUID.class), rs.getString(2)))
			.list();
		return emails;
	}

	@Nullable UserProfile profile(UUID id) {
		return this.jdbc.sql("select id, email, display_name from users where id = :id")
			.param("id", id)
			.query((rs, row) -> new UserProfile(new KairosUser(rs.getObject(1, UUID.class)), rs.getString(2),
					rs.getString(3)))
			.optional()
			.orElse(null);
	}

	/** The earliest made user with this e-mail address (compared without case). */
	@Nullable UserProfile profileByEmail(String email) {
		return this.jdbc.sql("""
				select id, email, display_name from users where lower(email) = :email order by created_at, id limit 1
				""")
			.param("email", email.strip().toLowerCase(java.util.Locale.ROOT))
			.query((rs, row) -> new UserProfile(new KairosUser(rs.getObject(1, UUID.class)), rs.getString(2),
					rs.getString(3)))
			.optional()
			.orElse(null);
	}

}
