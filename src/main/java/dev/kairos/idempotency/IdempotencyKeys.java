package dev.kairos.idempotency;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.function.Supplier;

import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;
import dev.kairos.shared.InvalidRequestException;
import dev.kairos.shared.Secrets;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Run a request at most once per {@code Idempotency-Key}. The first successful (2xx)
 * response is stored with a hash of the request for {@link #RETENTION}; a retry with the
 * same key and the same request gets that response again without running the action; the
 * same key with another request is refused (422). A failed request stores nothing, so it
 * can be retried with its key, unless its outcome is unknown
 * ({@link IdempotentResponse#unknownOutcome}): then the failure is replayed and the
 * action never runs again.
 *
 * <p>
 * The action runs in this method's transaction after the user's lock is taken: what the
 * action writes and the stored response commit together, and two concurrent retries with
 * one key run one after the other, the second replaying the first.
 */
@Service
public class IdempotencyKeys {

	/** The request header that carries the key. */
	public static final String HEADER = "Idempotency-Key";

	/** How long a response is kept for replay. */
	public static final Duration RETENTION = Duration.ofHours(24);

	private static final int MAX_KEY_LENGTH = 255;

	private final JdbcIdempotencyKeyRepository repository;

	private final Users users;

	private final Clock clock;

	private final TransactionTemplate transaction;

	IdempotencyKeys(JdbcIdempotencyKeyRepository repository, Users users, Clock clock,
			PlatformTransactionManager transactionManager) {
		this.repository = repository;
		this.users = users;
		this.clock = clock;
		this.transaction = new TransactionTemplate(transactionManager);
	}

	/**
	 * Run the action once per key.
	 * @param user the caller; keys are per user
	 * @param key the client's key, or null to simply run the action
	 * @param request what identifies the request: see {@link #fingerprint}
	 * @param action produces the response; it may throw to fail the request
	 * @return the action's response, or the stored one for a retry
	 * @throws InvalidRequestException when the key is empty, too long or not printable
	 * ASCII
	 * @throws IdempotencyKeyReusedException when the key came with another request
	 */
	@Transactional
	public IdempotentResponse execute(KairosUser user, @Nullable String key, String request,
			Supplier<IdempotentResponse> action) {
		if (key == null) {
			return action.get();
		}
		validate(key);
		this.users.lock(user);
		Instant now = this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
		this.repository.deleteExpired(now);
		String hash = Secrets.sha256(request);
		JdbcIdempotencyKeyRepository.Stored stored = this.repository.find(user.id(), key);
		if (stored != null) {
			return replay(stored, hash);
		}
		IdempotentResponse response = action.get();
		if (response.isStored()) {
			this.repository.insert(user.id(), key, hash, response, now, now.plus(RETENTION));
		}
		return response;
	}

	/**
	 * Run an action that calls another system (sending mail) once per key, without
	 * holding a transaction or the user's lock while it runs: the key is reserved first
	 * in a short transaction, the action runs, and its response is stored after. A retry
	 * while the first request runs, or after its instance stopped mid-way, gets 409 and
	 * never runs the action again; one that fails stores nothing, unless its outcome is
	 * unknown.
	 * @param user the caller; keys are per user
	 * @param key the client's key, or null to simply run the action
	 * @param request what identifies the request: see {@link #fingerprint}
	 * @param action produces the response; it may throw to fail the request
	 * @return the action's response, or the stored one for a retry
	 */
	public IdempotentResponse executeOnce(KairosUser user, @Nullable String key, String request,
			Supplier<IdempotentResponse> action) {
		if (key == null) {
			return action.get();
		}
		validate(key);
		String hash = Secrets.sha256(request);
		IdempotentResponse replayed = this.transaction.execute((status) -> {
			this.users.lock(user);
			Instant now = this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
			this.repository.deleteExpired(now);
			JdbcIdempotencyKeyRepository.Stored stored = this.repository.find(user.id(), key);
			if (stored != null) {
				return replay(stored, hash);
			}
			this.repository.insertPending(user.id(), key, hash, now, now.plus(RETENTION));
			return null;
		});
		if (replayed != null) {
			return replayed;
		}
		IdempotentResponse response;
		try {
			response = action.get();
		}
		catch (RuntimeException ex) {
			this.transaction.executeWithoutResult((status) -> this.repository.delete(user.id(), key));
			throw ex;
		}
		this.transaction.executeWithoutResult((status) -> {
			if (response.isStored()) {
				this.repository.complete(user.id(), key, response);
			}
			else {
				this.repository.delete(user.id(), key);
			}
		});
		return response;
	}

	private static IdempotentResponse replay(JdbcIdempotencyKeyRepository.Stored stored, String hash) {
		if (!stored.requestHash().equals(hash)) {
			throw new IdempotencyKeyReusedException();
		}
		if (!stored.completed()) {
			throw new IdempotencyKeyInProgressException();
		}
		return stored.response();
	}

	/**
	 * What identifies a request: its method, path and body in a canonical form (the same
	 * request always gives the same text).
	 */
	public static String fingerprint(String method, String path, String canonicalBody) {
		return method + " " + path + "\n" + canonicalBody;
	}

	private static void validate(String key) {
		if (key.isEmpty() || key.length() > MAX_KEY_LENGTH || !key.chars().allMatch((c) -> c >= 0x20 && c < 0x7f)) {
			throw new InvalidRequestException(HEADER,
					"must be 1 to " + MAX_KEY_LENGTH + " printable ASCII characters, such as a UUID");
		}
	}

}
