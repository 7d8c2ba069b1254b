package dev.kairos.assistant;

import java.util.List;

import dev.kairos.security.KairosUser;
import org.jspecify.annotations.Nullable;

/**
 * Which mail provider an e-mail draft will be sent with, and which could be connected
 * ({@link ConnectedMailAccounts}).
 */
interface MailAccounts {

	/**
	 * Return the wire value of the user's connected mail provider (the first in the order
	 * of the providers), or null when none is connected.
	 */
	@Nullable String connectedProvider(KairosUser user);

	/**
	 * Return whose accounts mail can be sent from ("Google", "Microsoft"), in the order
	 * of the providers.
	 */
	List<String> names();

}
