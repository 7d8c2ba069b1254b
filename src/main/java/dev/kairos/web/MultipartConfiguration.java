package dev.kairos.web;

import java.util.List;

import jakarta.servlet.MultipartConfigElement;

import dev.kairos.shared.RequestBodyLimit;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.servlet.MultipartConfigFactory;
import org.springframework.boot.servlet.autoconfigure.MultipartProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.util.unit.DataSize;

/**
 * Size multipart parsing to the body limits, so that the two never disagree: the servlet
 * container parses multipart bodies from its own stream, past
 * {@link RequestBodyLimitFilter}'s counting, so its limits must be the largest body any
 * path accepts. {@code spring.servlet.multipart.location} and {@code file-size-threshold}
 * still apply; the {@code max-*} sizes come from {@code kairos.web.max-body-size} and the
 * features' {@link RequestBodyLimit}s.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
class MultipartConfiguration {

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

}
