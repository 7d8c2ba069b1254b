package dev.kairos.connections;

import java.nio.file.Path;
import java.time.Duration;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Provider connections.
 *
 * @param encryptionKey the AES-256 key that encrypts provider tokens at rest, base64 (32
 * bytes); every instance sharing a database needs the same one. Unset: read from (or
 * generated into) {@code keyFile}
 * @param keyFile where the embedded default keeps its generated key (owner-only
 * permissions)
 * @param successRedirect where the browser goes after a successful connection
 * @param stateTtl how long an authorization request may take
 * @param refreshAhead refresh an access token this long before it expires
 */
@ConfigurationProperties("kairos.connections")
record ConnectionsProperties(@Nullable String encryptionKey, @DefaultValue("./data/token-encryption.key") Path keyFile,
		@DefaultValue("/connected.html") String successRedirect, @DefaultValue("10m") Duration stateTtl,
		@DefaultValue("60s") Duration refreshAhead) {

}
