package dev.kairos.connections;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

import org.springframework.stereotype.Component;
import org.springframework.util.StringUtils;

/**
 * Encrypt provider tokens at rest with AES-256-GCM. Each value gets a fresh 96-bit nonce
 * and is bound to its row (user and provider as associated data), so a token copied into
 * another row does not decrypt. Stored as {@code v1:} + base64(nonce ‖ ciphertext ‖ tag).
 */
@Component
class TokenCipher {

	private static final Log logger = LogFactory.getLog(TokenCipher.class);

	private static final String VERSION = "v1:";

	private static final int NONCE_BYTES = 12;

	private final SecureRandom random = new SecureRandom();

	private final SecretKey key;

	TokenCipher(ConnectionsProperties properties) {
		this.key = new SecretKeySpec(loadKey(properties), "AES");
	}

	String encrypt(String plaintext, String context) {
		try {
			byte[] nonce = new byte[NONCE_BYTES];
			this.random.nextBytes(nonce);
			Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
			cipher.init(Cipher.ENCRYPT_MODE, this.key, new GCMParameterSpec(128, nonce));
			cipher.updateAAD(context.getBytes(StandardCharsets.UTF_8));
			byte[] sealed = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
			byte[] stored = new byte[nonce.length + sealed.length];
			System.arraycopy(nonce, 0, stored, 0, nonce.length);
			System.arraycopy(sealed, 0, stored, nonce.length, sealed.length);
			return VERSION + Base64.getEncoder().encodeToString(stored);
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("AES-GCM is part of every JDK", ex);
		}
	}

	String decrypt(String stored, String context) {
		if (!stored.startsWith(VERSION)) {
			throw new IllegalStateException("Unknown token encryption format");
		}
		try {
			byte[] bytes = Base64.getDecoder().decode(stored.substring(VERSION.length()));
			Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
			cipher.init(Cipher.DECRYPT_MODE, this.key, new GCMParameterSpec(128, bytes, 0, NONCE_BYTES));
			cipher.updateAAD(context.getBytes(StandardCharsets.UTF_8));
			return new String(cipher.doFinal(bytes, NONCE_BYTES, bytes.length - NONCE_BYTES), StandardCharsets.UTF_8);
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException(
					"A stored provider token does not decrypt: is kairos.connections.encryption-key the one it was stored with?",
					ex);
		}
	}

	private byte[] loadKey(ConnectionsProperties properties) {
		if (StringUtils.hasText(properties.encryptionKey())) {
			return checked(Base64.getDecoder().decode(properties.encryptionKey().strip()),
					"kairos.connections.encryption-key");
		}
		Path file = properties.keyFile();
		try {
			if (!Files.exists(file)) {
				generate(file);
			}
			return checked(Base64.getDecoder().decode(Files.readString(file).strip()), file.toString());
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot read or create the token encryption key " + file, ex);
		}
	}

	/**
	 * Write a new key so that a concurrent reader sees either no file or the whole key.
	 */
	private void generate(Path file) throws IOException {
		byte[] key = new byte[32];
		this.random.nextBytes(key);
		Path parent = file.toAbsolutePath().getParent();
		Files.createDirectories(parent);
		Path temporary = parent.getFileSystem().supportedFileAttributeViews().contains("posix")
				? Files.createTempFile(parent, ".token-key", ".tmp",
						PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")))
				: Files.createTempFile(parent, ".token-key", ".tmp");
		try {
			Files.writeString(temporary, Base64.getEncoder().encodeToString(key));
			// A hard link fails when the file exists: of two processes, the first one's
			// key wins.
			Files.createLink(file.toAbsolutePath(), temporary);
			logger.warn("Generated a token encryption key in " + file
					+ "; set kairos.connections.encryption-key when several instances share a database");
		}
		catch (FileAlreadyExistsException ex) {
			// Another process made it first; use theirs.
		}
		finally {
			Files.deleteIfExists(temporary);
		}
	}

	private static byte[] checked(byte[] key, String origin) {
		if (key.length != 32) {
			throw new IllegalStateException(origin + " must be 32 bytes (base64), not " + key.length);
		}
		return key;
	}

}
