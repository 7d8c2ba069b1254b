package dev.kairos.caldav;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import dev.kairos.security.TestUsers.Caller;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * How the CalDAV tests sign in: HTTP Basic with the user's address and their key.
 */
final class DavLogins {

	private DavLogins() {
	}

	/** The caller's address: the user name of their CalDAV login. */
	static String email(JdbcClient jdbc, Caller caller) {
		return jdbc.sql("select email from users where id = :id")
			.param("id", caller.user().id())
			.query(String.class)
			.single();
	}

	/** An {@code Authorization} header of HTTP Basic. */
	static String basic(String user, String password) {
		return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
	}

	/** The caller's own CalDAV login, as an {@code Authorization} header. */
	static String authorization(JdbcClient jdbc, Caller caller) {
		return basic(email(jdbc, caller), caller.key());
	}

}
