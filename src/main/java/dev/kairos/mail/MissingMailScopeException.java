package dev.kairos.mail;

import java.net.URI;

import dev.kairos.providers.Provider;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * The connection lacks the scope to send mail (403): it names the scope and the URL that
 * reconnects the provider with it.
 */
class MissingMailScopeException extends ErrorResponseException {

	MissingMailScopeException(Provider provider, String scope) {
		super(HttpStatus.FORBIDDEN, problem(provider, scope), null);
	}

	private static ProblemDetail problem(Provider provider, String scope) {
		String connectUrl = "/api/connections/" + provider.wireValue() + "/authorize?scopes=mail";
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.FORBIDDEN,
				provider.wireValue() + " was connected without permission to send mail (" + scope
						+ "). Reconnect it with GET " + connectUrl + ".");
		problem.setType(URI.create("https://kairos.dev/problems/missing-scope"));
		problem.setTitle("Missing mail permission");
		problem.setProperty("provider", provider.wireValue());
		problem.setProperty("scope", scope);
		problem.setProperty("connect_url", connectUrl);
		return problem;
	}

}
