package dev.kairos.security;

import java.util.List;

import org.jspecify.annotations.Nullable;
import org.springdoc.core.utils.SpringDocUtils;

import org.springframework.context.annotation.Configuration;
import org.springframework.core.MethodParameter;
import org.springframework.security.authentication.AuthenticationCredentialsNotFoundException;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Give controllers the calling {@link KairosUser}, however the caller authenticated.
 */
@Configuration(proxyBeanMethods = false)
class CurrentUserArgumentResolver implements HandlerMethodArgumentResolver, WebMvcConfigurer {

	static {
		// The caller is not a request parameter; keep it out of the OpenAPI description.
		SpringDocUtils.getConfig().addRequestWrapperToIgnore(KairosUser.class);
	}

	@Override
	public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
		resolvers.add(this);
	}

	@Override
	public boolean supportsParameter(MethodParameter parameter) {
		return parameter.getParameterType() == KairosUser.class;
	}

	@Override
	public KairosUser resolveArgument(MethodParameter parameter, @Nullable ModelAndViewContainer container,
			NativeWebRequest request, @Nullable WebDataBinderFactory binderFactory) {
		KairosUser user = currentUser();
		if (user == null) {
			throw new AuthenticationCredentialsNotFoundException("No Kairos user for this request");
		}
		return user;
	}

	/** The user the current request acts for, or null when it is anonymous. */
	static @Nullable KairosUser currentUser() {
		Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
		Object principal = (authentication != null) ? authentication.getPrincipal() : null;
		if (principal instanceof KairosUser user) {
			return user;
		}
		if (principal instanceof KairosOidcUser oidcUser) {
			return oidcUser.kairosUser();
		}
		return null;
	}

}
