package dev.kairos.assistant;

import dev.kairos.security.KairosUser;
import org.jspecify.annotations.Nullable;

/**
 * Which mail provider an e-mail draft will be sent with ({@link ConnectedMailAccounts}).
 */
interface MailAccounts {

	/**
	 * Return the wire value of the user's connected mail provider ({@code google} before
	 * {@code microsoft}), or null when none is connected.
	 */
	@Nullable String connectedProvider(KairosUser user);

}
