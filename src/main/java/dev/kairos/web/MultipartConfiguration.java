package dev.kairos.web;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.servlet.MultipartConfigElement;
import jakarta.servlet.http.HttpServletRequest;

import dev.kairos.shared.RequestBodyLimit;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.servlet.MultipartConfigFactory;
import org.springframework.boot.servlet.autoconfigure.MultipartProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.util.unit.DataSize;
import org.springframework.web.multipart.MultipartResolver;
import org.springframework.web.multipart.support.StandardServletMultipartResolver;
import org.springframework.web.servlet.DispatcherServlet;
import org.springframework.web.util.UrlPathHelper;

/**
 * Size multipart parsing to the body limits, so that the two never disagree: the servlet
 * container parses multipart bodies from its own stream, past
 * {@link RequestBodyLimitFilter}'s counting, so its limits must be the largest body any
 * path accepts. {@code spring.servlet.multipart.location} and {@code file-size-threshold}
 * still apply; the {@code max-*} sizes come from {@code kairos.web.max-body-size} and the
 * features' {@link RequestBodyLimit}s.
 * <p>
 * Only paths whose {@link RequestBodyLimit} takes multipart (the .ics import) have their
 * multipart bodies parsed, by the dispatcher servlet, so after the security filters have
 * authenticated the caller; {@link RequestLineCheck} keeps every filter before it from
 * parsing one. Elsewhere a multipart body is left unread and answered 415.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
class MultipartConfiguration {

	private static final UrlPathHelper PATHS = new UrlPathHelper();

	@Bean
	MultipartConfigElement multipartConfigElement(MultipartProperties multipart, WebProperties web,
			List<RequestBodyLimit> pathLimits) {
		DataSize largest = web.maxBodySize();
		for (RequestBodyLimit pathLimit : pathLimits) {
			if (pathLimit.maxSize().compareTo(largest) > 0) {
				largest = pathLimit.maxSize();
			}
		}
		MultipartConfigFactory factory = new MultipartConfigFactory();
		factory.setLocation(multipart.getLocation());
		factory.setFileSizeThreshold(multipart.getFileSizeThreshold());
		factory.setMaxFileSize(largest);
		factory.setMaxRequestSize(largest);
		return factory.createMultipartConfig();
	}

	@Bean
	MultipartPaths multipartPaths(List<RequestBodyLimit> pathLimits) {
		return new MultipartPaths(pathLimits.stream()
			.filter(RequestBodyLimit::multipart)
			.map(RequestBodyLimit::path)
			.collect(Collectors.toSet()));
	}

	@Bean(DispatcherServlet.MULTIPART_RESOLVER_BEAN_NAME)
	MultipartResolver multipartResolver(MultipartPaths paths) {
		return new StandardServletMultipartResolver() {

			@Override
			public boolean isMultipart(HttpServletRequest request) {
				return paths.takesMultipart(request) && super.isMultipart(request);
			}

		};
	}

	/** The paths whose multipart bodies are parsed (POST only). */
	record MultipartPaths(Set<String> paths) {

		boolean takesMultipart(HttpServletRequest request) {
			return "POST".equals(request.getMethod()) && this.paths.contains(PATHS.getPathWithinApplication(request));
		}

	}

}
