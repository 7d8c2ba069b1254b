package dev.kairos.shared;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Make and fingerprint bearer secrets (API keys, feed tokens). A secret has 256 random
 * bits, so a fast hash is enough to store it, and looking it up by hash leaks nothing
 * through timing.
 */
public final class Secrets {

	private static final SecureRandom RANDOM = new SecureRandom();

	private Secrets() {
	}

	/** 32 random bytes in unpadded base64url: 43 characters. */
	public static String random() {
		byte[] secret = new byte[32];
		RANDOM.nextBytes(secret);
		return Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
	}

	/** The lowercase hex SHA-256 of the secret's UTF-8 bytes. */
	public static String sha256(String secret) {
		try {
			return HexFormat.of()
				.formatHex(MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8)));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every JDK", ex);
		}
	}

}
