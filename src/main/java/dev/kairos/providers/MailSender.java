package dev.kairos.providers;

import java.util.Set;

import org.jspecify.annotations.Nullable;

/**
 * Send mail through a provider's API with the user's access token. One implementation per
 * mail provider. A send is never repeated after a timeout: only answers that prove
 * nothing was sent are retried.
 */
public interface MailSender {

	Provider provider();

	/** The narrowest scope that allows sending, named when it is missing. */
	String requiredScope();

	/**
	 * Whether a grant with these scopes may send (the required one, or a broader one).
	 */
	boolean maySend(Set<String> grantedScopes);

	/**
	 * Send the message.
	 * @return the provider's message id, or null when it gives none (Graph)
	 * @throws AccessTokenRejectedException when the token is refused (refresh and send
	 * once more)
	 * @throws InsufficientScopeException when the grant lacks the sending scope
	 * @throws ProviderUnavailableException when the provider fails, throttles or times
	 * out
	 * @throws ProviderRejectedException when the provider refuses the message
	 */
	@Nullable String send(String accessToken, OutgoingMail mail);

}
