package dev.kairos.test;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase;
import org.springframework.boot.jdbc.test.autoconfigure.JdbcTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.FilterType;
import org.springframework.context.annotation.Import;
import org.springframework.stereotype.Repository;

/**
 * The repositories alone over the suite's database (H2, or PostgreSQL with
 * {@code -Ppostgres-tests}) and its Flyway migrations: no web layer, no services. Every
 * {@code @Repository} class is in the context, so that the classes with this annotation
 * share one context, started once per run. Each test runs in a transaction rolled back at
 * its end ({@code @JdbcTest}).
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@JdbcTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
@Import(RepositoryTest.Repositories.class)
public @interface RepositoryTest {

	/** The application's repositories, which need only the JDBC beans of the slice. */
	@TestConfiguration(proxyBeanMethods = false)
	@ComponentScan(basePackages = "dev.kairos", useDefaultFilters = false,
			includeFilters = @ComponentScan.Filter(type = FilterType.ANNOTATION, classes = Repository.class))
	class Repositories {

	}

}
