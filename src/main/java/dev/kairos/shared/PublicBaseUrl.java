package dev.kairos.shared;

import java.net.URI;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Where clients reach this service; links the service hands out (the feed URL, OAuth
 * redirect URIs) are built from it.
 *
 * @param publicBaseUrl the base URL, without a trailing slash
 */
@ConfigurationProperties("kairos")
public record PublicBaseUrl(@DefaultValue("http://localhost:8080") URI publicBaseUrl) {

	/** An absolute URL for a path of this service. */
	public String resolve(String path) {
		return this.publicBaseUrl.toString().replaceAll("/+$", "") + path;
	}

}
