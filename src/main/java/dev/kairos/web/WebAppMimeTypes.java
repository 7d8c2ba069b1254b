package dev.kairos.web;

import java.util.Map;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.server.MimeMappings;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.server.servlet.ConfigurableServletWebServerFactory;
import org.springframework.context.annotation.Configuration;

/**
 * The web app's manifest ({@code /manifest.webmanifest}) is served as
 * {@code application/manifest+json}, the type the Web App Manifest specification gives
 * it; the container does not know the extension and would send
 * {@code application/octet-stream}.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
class WebAppMimeTypes implements WebServerFactoryCustomizer<ConfigurableServletWebServerFactory> {

	@Override
	public void customize(ConfigurableServletWebServerFactory factory) {
		factory.addMimeMappings(new MimeMappings(Map.of("webmanifest", "application/manifest+json")));
	}

}
