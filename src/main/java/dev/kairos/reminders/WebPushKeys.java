package dev.kairos.reminders;

import java.time.Clock;
import java.util.Base64;

import com.interaso.webpush.VapidKeys;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * The server's VAPID key pair (RFC 8292): made on the first start and kept in the
 * database, so that every instance signs with the same key and browsers' subscriptions
 * survive restarts. When two instances start at once on one database, the primary key of
 * {@code web_push_keys} lets one insert win and the other reads the winner's pair.
 */
@Component
class WebPushKeys {

	private static final Log logger = LogFactory.getLog(WebPushKeys.class);

	private final JdbcWebPushRepository repository;

	private final Clock clock;

	private volatile @Nullable VapidKeys keys;

	WebPushKeys(JdbcWebPushRepository repository, Clock clock) {
		this.repository = repository;
		this.clock = clock;
	}

	/** Read (or make) the key pair on start, not at the first reminder. */
	@EventListener(ApplicationReadyEvent.class)
	void onStart() {
		keys();
	}

	/** The key pair of this server. */
	VapidKeys keys() {
		VapidKeys current = this.keys;
		if (current == null) {
			synchronized (this) {
				current = this.keys;
				if (current == null) {
					current = loadOrCreate();
					this.keys = current;
				}
			}
		}
		return current;
	}

	/**
	 * The public key as browsers take it for {@code applicationServerKey}: the
	 * uncompressed P-256 point (65 bytes) in unpadded base64url.
	 */
	String applicationServerKey() {
		return Base64.getUrlEncoder().withoutPadding().encodeToString(keys().getApplicationServerKey());
	}

	private VapidKeys loadOrCreate() {
		JdbcWebPushRepository.StoredKeys stored = this.repository.keys();
		if (stored == null) {
			VapidKeys made = VapidKeys.generate();
			if (this.repository.insertKeys(
					new JdbcWebPushRepository.StoredKeys(made.getX509PublicKey(), made.getPkcs8PrivateKey()),
					this.clock.instant())) {
				logger.info("Made this server's VAPID key pair for Web Push (kept in the table web_push_keys)");
				return made;
			}
			stored = this.repository.keys();
			if (stored == null) {
				throw new IllegalStateException("The VAPID key pair was neither stored nor found");
			}
		}
		return VapidKeys.create(stored.publicKey(), stored.privateKey());
	}

}
