package dev.kairos.providers.http;

import java.net.URI;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * The {@code rel="next"} target of RFC 8288 {@code Link} headers (Canvas pagination). The
 * header name is matched in any case, and several headers or several links in one header
 * are read alike.
 */
public final class LinkHeader {

	private static final Pattern LINK = Pattern.compile("<([^>]*)>\\s*((?:;\\s*[^;,]+)*)");

	private static final Pattern REL = Pattern.compile("rel\\s*=\\s*(?:\"([^\"]*)\"|([^;,\\s]+))",
			Pattern.CASE_INSENSITIVE);

	private LinkHeader() {
	}

	public static @Nullable URI next(ProviderResponse response) {
		for (String value : response.headers().allValues("Link")) {
			Matcher link = LINK.matcher(value);
			while (link.find()) {
				Matcher rel = REL.matcher(link.group(2));
				if (rel.find() && isNext((rel.group(1) != null) ? rel.group(1) : rel.group(2))) {
					return URI.create(link.group(1).strip());
				}
			}
		}
		return null;
	}

	/**
	 * A rel value is a space-separated list of relation types, such as
	 * {@code "next last"}.
	 */
	private static boolean isNext(String relations) {
		for (String relation : relations.strip().split("\\s+")) {
			if (relation.equalsIgnoreCase("next")) {
				return true;
			}
		}
		return false;
	}

}
