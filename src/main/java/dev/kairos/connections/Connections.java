package dev.kairos.connections;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import dev.kairos.providers.InvalidGrantException;
import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderOAuth;
import dev.kairos.providers.TokenGrant;
import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;
import dev.kairos.shared.PublicBaseUrl;
import dev.kairos.shared.Secrets;
import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Connect, list, refresh and remove a user's provider connections. Access tokens are
 * refreshed shortly before they expire, or once when a provider refuses one; a refresh
 * takes the connection's row lock, so concurrent callers (on any instance) refresh once
 * and Microsoft's rotating refresh tokens never race. A refresh the provider refuses for
 * good marks the connection {@code reauth_required}.
 */
@Service
public class Connections {

	private final JdbcConnectionRepository repository;

	private final TokenCipher cipher;

	private final ProviderOAuth oauth;

	private final Users users;

	private final PublicBaseUrl publicBaseUrl;

	private final ConnectionsProperties properties;

	private final Clock clock;

	private final ApplicationEventPublisher events;

	private final TransactionTemplate transaction;

	Connections(JdbcConnectionRepository repository, TokenCipher cipher, ProviderOAuth oauth, Users users,
			PublicBaseUrl publicBaseUrl, ConnectionsProperties properties, Clock clock,
			ApplicationEventPublisher events, PlatformTransactionManager transactionManager) {
		this.repository = repository;
		this.cipher = cipher;
		this.oauth = oauth;
		this.users = users;
		this.publicBaseUrl = publicBaseUrl;
		this.properties = properties;
		this.clock = clock;
		this.events = events;
		this.transaction = new TransactionTemplate(transactionManager);
	}

	/** Every provider with the user's standing, connected or not. */
	@Transactional(readOnly = true)
	public List<Connection> list(KairosUser user) {
		Map<Provider, StoredConnection> stored = this.repository.findAll(user.id())
			.stream()
			.collect(Collectors.toMap(StoredConnection::provider, Function.identity()));
		List<Connection> connections = new ArrayList<>();
		for (Provider provider : Provider.values()) {
			boolean available = isAvailable(provider);
			StoredConnection connection = stored.get(provider);
			if (connection == null) {
				connections.add(new Connection(provider, available, false,
						available ? ConnectionStatus.NOT_CONNECTED : ConnectionStatus.UNAVAILABLE, List.of(), null,
						null, null));
			}
			else {
				connections.add(
						new Connection(provider, available, true, connection.status(), List.copyOf(connection.scopes()),
								new Connection.Account(connection.accountEmail(), connection.accountName()),
								connection.lastSyncedAt(), connection.lastError()));
			}
		}
		return connections;
	}

	/** The user's connection to one provider. */
	@Transactional(readOnly = true)
	public Connection get(KairosUser user, Provider provider) {
		return list(user).stream().filter((connection) -> connection.provider() == provider).findFirst().orElseThrow();
	}

	/**
	 * Start connecting: store a single-use state bound to the user and a PKCE verifier,
	 * and return the URL that sends the user's browser to the provider.
	 * @param mail also ask for permission to send mail
	 */
	@Transactional
	public URI authorize(KairosUser user, Provider provider, boolean mail) {
		if (!this.oauth.isConfigured(provider)) {
			throw ConnectionProblem.notConfigured(provider);
		}
		Instant now = now();
		this.repository.deleteExpiredStates(now);
		String state = Secrets.random();
		String verifier = Secrets.random();
		List<String> scopes = this.oauth.scopes(provider, mail);
		this.repository.insertState(Secrets.sha256(state), user.id(), provider, verifier, scopes,
				now.plus(this.properties.stateTtl()));
		return this.oauth.authorizationUri(provider, redirectUri(provider), state, challenge(verifier), scopes);
	}

	/**
	 * Finish connecting at the callback. The state is consumed first, in its own
	 * statement, so it can never be replayed, whatever happens next.
	 * @return the new connection
	 * @throws ConnectionProblem 400 for an unknown, expired or used state, a denial, or a
	 * refused code
	 */
	public Connection complete(Provider provider, @Nullable String state, @Nullable String code,
			@Nullable String error) {
		if (state == null || state.isBlank()) {
			throw ConnectionProblem.invalidState();
		}
		PendingAuthorization pending = this.repository.takeState(Secrets.sha256(state));
		if (pending == null || pending.provider() != provider || pending.expiresAt().isBefore(now())) {
			throw ConnectionProblem.invalidState();
		}
		if (error != null) {
			throw ConnectionProblem.denied(provider, error.replaceAll("[^A-Za-z0-9_.-]", ""));
		}
		if (code == null || code.isBlank()) {
			throw ConnectionProblem.invalidState();
		}
		TokenGrant grant;
		try {
			grant = this.oauth.exchange(provider, redirectUri(provider), code, pending.codeVerifier(),
					pending.scopes());
		}
		catch (InvalidGrantException ex) {
			throw ConnectionProblem.tokenRefused(provider);
		}
		KairosUser user = new KairosUser(pending.userId());
		this.transaction.executeWithoutResult((status) -> store(user, provider, grant));
		return get(user, provider);
	}

	/**
	 * Connect with a personal access token (Canvas), checked with the provider before it
	 * is stored.
	 */
	public Connection connectWithToken(KairosUser user, Provider provider, String token) {
		if (!this.oauth.acceptsPersonalTokens(provider)) {
			throw ConnectionProblem.notConfigured(provider);
		}
		TokenGrant grant;
		try {
			grant = this.oauth.verifyPersonalToken(provider, token);
		}
		catch (InvalidGrantException ex) {
			throw ConnectionProblem.tokenRefused(provider);
		}
		this.transaction.executeWithoutResult((status) -> store(user, provider, grant));
		return get(user, provider);
	}

	/**
	 * Remove the connection and, through {@link ProviderDisconnected}, what was synced
	 * from it. {@link ProviderDisconnecting} goes first, outside the transaction, while
	 * the tokens still work.
	 */
	public void disconnect(KairosUser user, Provider provider) {
		this.events.publishEvent(new ProviderDisconnecting(user, provider));
		this.transaction.executeWithoutResult((status) -> {
			if (!this.repository.delete(user.id(), provider)) {
				throw ConnectionProblem.unknownConnection(provider);
			}
			this.events.publishEvent(new ProviderDisconnected(user, provider));
		});
	}

	/**
	 * A valid access token, refreshed first when it expires within
	 * {@code kairos.connections.refresh-ahead}.
	 * @throws ConnectionProblem 409 when not connected or re-authorization is required
	 */
	public String accessToken(KairosUser user, Provider provider) {
		StoredConnection connection = usable(this.repository.find(user.id(), provider, false), provider);
		if (isFresh(connection)) {
			return decrypt(user, connection.provider(), connection.accessToken(), "access");
		}
		return refresh(user, provider, null);
	}

	/**
	 * A new access token after the provider refused {@code rejected}; when another caller
	 * refreshed in the meantime, that token is returned without a second refresh.
	 */
	public String refreshedAccessToken(KairosUser user, Provider provider, String rejected) {
		return refresh(user, provider, rejected);
	}

	/** The scopes the user granted, empty when not connected. */
	@Transactional(readOnly = true)
	public Set<String> grantedScopes(KairosUser user, Provider provider) {
		StoredConnection connection = this.repository.find(user.id(), provider, false);
		return (connection != null) ? Set.copyOf(connection.scopes()) : Set.of();
	}

	/**
	 * The cursor the next sync continues from (null: read everything).
	 * @throws ConnectionProblem 409 when not connected or re-authorization is required
	 */
	@Transactional(readOnly = true)
	public @Nullable String syncCursor(KairosUser user, Provider provider) {
		return usable(this.repository.find(user.id(), provider, false), provider).syncCursor();
	}

	/**
	 * Lock the connection for the transaction that writes a sync's data, so that a
	 * disconnect waits for it (and then deletes what it wrote) rather than leaving
	 * orphans behind.
	 * @return the generation of this sync: greater than every earlier sync's of the
	 * connection, even within one millisecond or under a pinned clock
	 * @throws ConnectionProblem 409 when the connection was removed while the sync was
	 * reading
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	public long lockForSync(KairosUser user, Provider provider) {
		if (this.repository.find(user.id(), provider, true) == null) {
			throw notConnected(provider);
		}
		return this.repository.nextSyncGeneration(user.id(), provider);
	}

	/**
	 * Record a successful sync; called inside the transaction that wrote its data, so
	 * both commit together.
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	public void recordSync(KairosUser user, Provider provider, @Nullable String cursor, Instant syncedAt) {
		this.repository.recordSync(user.id(), provider, cursor, syncedAt);
	}

	/** Forget the sync cursor, so that the next round reads everything again. */
	@Transactional
	public void resetSyncCursor(KairosUser user, Provider provider) {
		StoredConnection connection = this.repository.find(user.id(), provider, true);
		if (connection != null) {
			this.repository.recordSync(user.id(), provider, null, connection.lastSyncedAt());
		}
	}

	/** Record why a sync failed, shown in GET /api/connections. */
	@Transactional
	public void recordFailure(KairosUser user, Provider provider, String reason) {
		this.repository.recordFailure(user.id(), provider, reason, now());
	}

	/** Every working connection, for the background sync. */
	@Transactional(readOnly = true)
	public List<UserProvider> connected() {
		return this.repository.findConnected();
	}

	private @Nullable String refreshInTransaction(KairosUser user, Provider provider, @Nullable String rejected) {
		StoredConnection connection = usable(this.repository.find(user.id(), provider, true), provider);
		String current = decrypt(user, provider, connection.accessToken(), "access");
		boolean refreshedMeanwhile = (rejected != null) ? !current.equals(rejected) : isFresh(connection);
		if (refreshedMeanwhile) {
			return current;
		}
		if (connection.refreshToken() == null) {
			markReauthorizationRequired(user, provider);
			return null;
		}
		try {
			TokenGrant grant = this.oauth.refresh(provider, redirectUri(provider), current,
					decrypt(user, provider, connection.refreshToken(), "refresh"), connection.scopes());
			write(user, provider, grant, connection);
			return grant.accessToken();
		}
		catch (InvalidGrantException ex) {
			markReauthorizationRequired(user, provider);
			return null;
		}
	}

	private String refresh(KairosUser user, Provider provider, @Nullable String rejected) {
		// A refused refresh is recorded (committed) before the caller hears of it.
		String token = this.transaction.execute((status) -> refreshInTransaction(user, provider, rejected));
		if (token == null) {
			throw ConnectionProblem.reauthorizationRequired(provider);
		}
		return token;
	}

	private void markReauthorizationRequired(KairosUser user, Provider provider) {
		this.repository.updateStatus(user.id(), provider, ConnectionStatus.REAUTH_REQUIRED,
				provider.wireValue() + " refused the stored authorization; connect it again", now());
	}

	private void store(KairosUser user, Provider provider, TokenGrant grant) {
		this.users.lock(user);
		StoredConnection existing = this.repository.find(user.id(), provider, true);
		if (existing == null) {
			this.repository.insert(user.id(), encrypted(user, provider, grant, null), now());
		}
		else {
			write(user, provider, grant, existing);
		}
		this.events.publishEvent(new ProviderConnected(user, provider));
	}

	private void write(KairosUser user, Provider provider, TokenGrant grant, StoredConnection existing) {
		this.repository.updateTokens(user.id(), encrypted(user, provider, grant, existing), now());
	}

	/**
	 * The row for a grant; what the grant leaves out (a refresh token, the account) is
	 * kept.
	 */
	private StoredConnection encrypted(KairosUser user, Provider provider, TokenGrant grant,
			@Nullable StoredConnection existing) {
		String refreshToken = (grant.refreshToken() != null)
				? this.cipher.encrypt(grant.refreshToken(), context(user, provider, "refresh"))
				: ((existing != null) ? existing.refreshToken() : null);
		Set<String> scopes = grant.scopes().isEmpty() && existing != null ? existing.scopes() : grant.scopes();
		String email = (grant.accountEmail() != null) ? grant.accountEmail()
				: ((existing != null) ? existing.accountEmail() : null);
		String name = (grant.accountName() != null) ? grant.accountName()
				: ((existing != null) ? existing.accountName() : null);
		return new StoredConnection(provider, ConnectionStatus.CONNECTED,
				this.cipher.encrypt(grant.accessToken(), context(user, provider, "access")), refreshToken,
				grant.expiresAt(), scopes, email, name, null, null, null);
	}

	private StoredConnection usable(@Nullable StoredConnection connection, Provider provider) {
		if (connection == null) {
			throw notConnected(provider);
		}
		if (connection.status() == ConnectionStatus.REAUTH_REQUIRED) {
			throw ConnectionProblem.reauthorizationRequired(provider);
		}
		return connection;
	}

	private boolean isFresh(StoredConnection connection) {
		return connection.expiresAt() == null
				|| connection.expiresAt().isAfter(this.clock.instant().plus(this.properties.refreshAhead()));
	}

	/**
	 * Not connected: connect it first, or, with no client on this server, it can't be
	 * connected here.
	 */
	private ConnectionProblem notConnected(Provider provider) {
		return isAvailable(provider) ? ConnectionProblem.notConnected(provider)
				: ConnectionProblem.notConfigured(provider);
	}

	private boolean isAvailable(Provider provider) {
		return this.oauth.isConfigured(provider) || this.oauth.acceptsPersonalTokens(provider);
	}

	private String decrypt(KairosUser user, Provider provider, String stored, String kind) {
		return this.cipher.decrypt(stored, context(user, provider, kind));
	}

	private static String context(KairosUser user, Provider provider, String kind) {
		return user.id() + ":" + provider.wireValue() + ":" + kind;
	}

	private String redirectUri(Provider provider) {
		return this.publicBaseUrl.resolve("/api/connections/" + provider.wireValue() + "/callback");
	}

	private static String challenge(String verifier) {
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
			return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every JDK", ex);
		}
	}

	private Instant now() {
		return this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
	}

}
