package dev.kairos;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.RestController;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What Spring Modulith does not check.
 */
class ArchitectureTests {

	/**
	 * The main classes, imported once for all the tests of a run: importing them again
	 * for each test (JUnit makes a new instance per test) took about 50 s. Built when
	 * JUnit first instantiates this class, not when it merely discovers it.
	 */
	private static final JavaClasses classes = importMainClasses();

	/**
	 * Import the main classes without importing the library classes they use as well:
	 * every rule here looks at the main classes and at the names of what they use (a
	 * package, a class, an annotation), which ArchUnit knows without reading those
	 * classes. Reading them (Spring, Jackson, the JDK, …) took most of the import's time.
	 * The setting is ArchUnit's global one, put back at once (Spring Modulith's import,
	 * in ModularityTests, needs the library classes).
	 */
	private static JavaClasses importMainClasses() {
		ArchConfiguration configuration = ArchConfiguration.get();
		boolean resolve = configuration.resolveMissingDependenciesFromClassPath();
		configuration.setResolveMissingDependenciesFromClassPath(false);
		try {
			return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
				.importPackages("dev.kairos");
		}
		finally {
			configuration.setResolveMissingDependenciesFromClassPath(resolve);
		}
	}

	@Test
	void controllersAreNeverADependency() {
		noClasses().should()
			.dependOnClassesThat()
			.areAnnotatedWith(RestController.class)
			.because("controllers are entry points, not APIs")
			.allowEmptyShould(true)
			.check(classes);
	}

	@Test
	void controllersAndRepositoriesArePackagePrivate() {
		classes().that()
			.areAnnotatedWith(RestController.class)
			.or()
			.areAnnotatedWith(Repository.class)
			.should()
			.notBePublic()
			.check(classes);
	}

	@Test
	void noFieldInjection() {
		fields().should().notBeAnnotatedWith(Autowired.class).check(classes);
	}

	@Test
	void onlyRepositoriesTalkSql() {
		noClasses().that()
			.areNotAnnotatedWith(Repository.class)
			.should()
			.dependOnClassesThat()
			.haveFullyQualifiedName("org.springframework.jdbc.core.simple.JdbcClient")
			.check(classes);
	}

	/**
	 * Every write of events, series and changed occurrences goes through
	 * {@code EventWriter}, which keeps the limits, the counters and the revisions: no
	 * other class calls the repositories' write methods.
	 */
	@Test
	void onlyTheEventWriterWritesEvents() {
		noClasses().that()
			.doNotHaveFullyQualifiedName("dev.kairos.events.EventWriter")
			.and()
			.doNotHaveFullyQualifiedName("dev.kairos.events.EventWriter$Writes")
			.and()
			.doNotHaveFullyQualifiedName("dev.kairos.events.JdbcEventRepository")
			.and()
			.doNotHaveFullyQualifiedName("dev.kairos.events.JdbcSeriesRepository")
			.and()
			.doNotHaveFullyQualifiedName("dev.kairos.events.JdbcEventCounters")
			.should()
			.callMethodWhere(com.tngtech.archunit.base.DescribedPredicate.describe("a write of events or series",
					(call) -> (call.getTargetOwner().getName().equals("dev.kairos.events.JdbcEventRepository")
							|| call.getTargetOwner().getName().equals("dev.kairos.events.JdbcSeriesRepository")
							|| call.getTargetOwner().getName().equals("dev.kairos.events.JdbcEventCounters"))
							&& WRITES.matcher(call.getName()).matches()))
			.check(classes);
	}

	/**
	 * The repositories' writes, and the lock with the counters' read: only the one writer
	 * takes it, for the transaction it writes in.
	 */
	private static final java.util.regex.Pattern WRITES = java.util.regex.Pattern
		.compile("insert.*|update.*|delete.*|count|countWithChange|bumpSeriesVersion|lockedCounters");

	@Test
	void theAssistantReadsEnglishBeforeItDecidesAndDecidesBeforeItAnswers() {
		noClasses().that()
			.resideInAPackage("dev.kairos.assistant.language..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("dev.kairos.assistant", "dev.kairos.assistant.planning..")
			.because("reading English needs nothing of what the assistant decides")
			.check(classes);
		noClasses().that()
			.resideInAPackage("dev.kairos.assistant.planning..")
			.should()
			.dependOnClassesThat()
			.resideInAPackage("dev.kairos.assistant")
			.because("the engines and their HTTP face sit on top of the planning, not under it")
			.check(classes);
	}

	@Test
	void theRulesEngineIsPlainJavaWithoutSpringOrInputOutput() {
		classes().that()
			.resideInAnyPackage("dev.kairos.assistant.language..", "dev.kairos.assistant.planning..")
			.or()
			.haveFullyQualifiedName("dev.kairos.assistant.RulesEngine")
			.should()
			.onlyDependOnClassesThat()
			.resideInAnyPackage("java.lang..", "java.time..", "java.util..", "java.text..", "java.math..",
					"org.jspecify..", "com.fasterxml.jackson.annotation..", "io.swagger.v3.oas.annotations..",
					"dev.kairos.assistant.language..", "dev.kairos.assistant.planning..", "dev.kairos.assistant",
					"dev.kairos.settings", "dev.kairos.shared", "de.focus_shift.jollyday..", "org.dmfs.rfc5545..")
			.because("the rules engine, its tests and its benchmark need no Spring, database or network (annotations "
					+ "that describe the JSON are fine, so is Jollyday, which reads the holidays it ships, and so is "
					+ "lib-recur, which reads a proposal's RRULE back)")
			.check(classes);
	}

	@Test
	void assistantSourceFilesStayReadable() throws IOException {
		try (Stream<Path> files = Files.walk(Path.of("src/main/java/dev/kairos/assistant"))) {
			List<String> large = files.filter((file) -> file.toString().endsWith(".java"))
				.filter((file) -> lines(file) > 500)
				.map((file) -> file + " (" + lines(file) + " lines)")
				.toList();
			assertThat(large).as("files over 500 lines").isEmpty();
		}
	}

	private static long lines(Path file) {
		try (Stream<String> lines = Files.lines(file)) {
			return lines.count();
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
