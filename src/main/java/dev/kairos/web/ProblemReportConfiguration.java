package dev.kairos.web;

import org.apache.catalina.Valve;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;

import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Configuration;

/**
 * Replace Tomcat's error report (HTML) with {@link ProblemReportValve}. Runs after Boot's
 * own customizer, which adds a plain {@link ErrorReportValve} to the host, and removes
 * it; naming the valve class on the host keeps Tomcat from adding its default one on
 * start.
 * <p>
 * Also adds {@link UnreadBodyValve}, so that no thread waits for a body nobody reads.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
@ConditionalOnClass(StandardHost.class)
class ProblemReportConfiguration implements WebServerFactoryCustomizer<TomcatServletWebServerFactory> {

	@Override
	public void customize(TomcatServletWebServerFactory factory) {
		factory.addContextCustomizers((context) -> {
			if (context.getParent() instanceof StandardHost host) {
				for (Valve valve : host.getPipeline().getValves()) {
					if (valve instanceof ErrorReportValve) {
						host.getPipeline().removeValve(valve);
					}
				}
				host.setErrorReportValveClass(ProblemReportValve.class.getName());
				host.getPipeline().addValve(new ProblemReportValve());
			}
		});
		factory.addContextValves(new UnreadBodyValve());
	}

}
