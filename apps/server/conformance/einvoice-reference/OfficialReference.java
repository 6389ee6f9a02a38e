// Runs the official e-invoice artefacts (XSD, compiled Schematron XSLT) over many files in one JVM.
// A developer tool for building the reference verdicts of the wider test set; never part of the product.
//
//   java -cp /usr/share/java/Saxon-HE.jar OfficialReference.java ARTEFACTS_DIR < files.txt > results.jsonl
//
// ARTEFACTS_DIR holds the schemas and stylesheets named in artefacts.tsv (key, kind xsd|xslt, relative path):
// ubl-invoice, ubl-creditnote, cii (XSD); cen-ubl, cen-cii, xr-ubl, xr-cii (compiled Schematron).
// Standard input: one file path a line. Standard output, one line each: {"file", "root", "namespace",
// "syntax", "customization", "xsdErrors": […], "fired": [{"id","flag","location","stylesheet"}]} or
// with "failure" when the file is no well-formed XML. The EN 16931 rules always run for UBL and CII,
// the XRechnung rules when the specification identifier contains "xrechnung".

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import net.sf.saxon.s9api.DocumentBuilder;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.QName;
import net.sf.saxon.s9api.XdmDestination;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XdmNodeKind;
import net.sf.saxon.s9api.XsltExecutable;
import net.sf.saxon.s9api.XsltTransformer;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXParseException;

public class OfficialReference {
  private static final String SVRL = "http://purl.oclc.org/dsdl/svrl";

  public static void main(String[] args) throws Exception {
    Path artefacts = Path.of(args[0]);
    Processor processor = new Processor(false);
    Map<String, Schema> schemas = new HashMap<>();
    Map<String, XsltExecutable> stylesheets = new HashMap<>();
    SchemaFactory schemaFactory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    for (String line : Files.readAllLines(artefacts.resolve("artefacts.tsv"))) {
      String[] parts = line.split("\t");
      if (parts.length < 3) continue;
      File file = artefacts.resolve(parts[2]).toFile();
      if (parts[1].equals("xsd")) schemas.put(parts[0], schemaFactory.newSchema(file));
      else stylesheets.put(parts[0], processor.newXsltCompiler().compile(new StreamSource(file)));
    }
    DocumentBuilder builder = processor.newDocumentBuilder();
    BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = input.readLine()) != null; ) {
      if (line.isBlank()) continue;
      System.out.println(run(line.trim(), schemas, stylesheets, builder));
      System.out.flush();
    }
  }

  private static final String UBL_INVOICE = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2";
  private static final String UBL_CREDIT_NOTE = "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2";
  private static final String CII = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100";

  /** Which schema and rule sets apply follows from the root and the specification identifier. */
  private static String run(
      String path, Map<String, Schema> schemas, Map<String, XsltExecutable> stylesheets, DocumentBuilder builder) {
    StringBuilder out = new StringBuilder("{\"file\":").append(quote(path));
    File file = new File(path);
    try {
      XdmNode document = builder.build(file);
      XdmNode root = null;
      for (XdmNode child : document.children()) if (child.getNodeKind() == XdmNodeKind.ELEMENT) root = child;
      String namespace = root.getNodeName().getNamespaceURI();
      String name = root.getNodeName().getLocalName();
      String syntax =
          (namespace.equals(UBL_INVOICE) && name.equals("Invoice")) ? "ubl-invoice"
              : (namespace.equals(UBL_CREDIT_NOTE) && name.equals("CreditNote")) ? "ubl-creditnote"
              : (namespace.equals(CII) && name.equals("CrossIndustryInvoice")) ? "cii" : null;
      out.append(",\"root\":").append(quote(name)).append(",\"namespace\":").append(quote(namespace));
      if (syntax == null) return out.append("}").toString();
      String customization = customizationOf(root, syntax.equals("cii"));
      out.append(",\"syntax\":").append(quote(syntax)).append(",\"customization\":").append(quote(customization));
      out.append(",\"xsdErrors\":").append(array(validate(schemas.get(syntax), file)));
      String family = syntax.equals("cii") ? "cii" : "ubl";
      List<String> keys = new ArrayList<>(List.of("cen-" + family));
      if (customization.contains("xrechnung")) keys.add("xr-" + family);
      List<String> fired = new ArrayList<>();
      try {
        for (String key : keys) fired.addAll(fire(stylesheets.get(key), document, key));
      } catch (Exception error) {
        out.append(",\"schematronFailure\":").append(quote(String.valueOf(error.getMessage())));
      }
      out.append(",\"fired\":[").append(String.join(",", fired)).append("]");
    } catch (Exception error) {
      out.append(",\"failure\":").append(quote(String.valueOf(error.getMessage())));
    }
    return out.append("}").toString();
  }

  private static String customizationOf(XdmNode root, boolean cii) {
    for (XdmNode child : root.children()) {
      if (child.getNodeKind() != XdmNodeKind.ELEMENT) continue;
      String name = child.getNodeName().getLocalName();
      if (!cii && name.equals("CustomizationID")) return child.getStringValue();
      if (cii && name.equals("ExchangedDocumentContext")) {
        for (XdmNode parameter : child.children()) {
          if (parameter.getNodeKind() != XdmNodeKind.ELEMENT) continue;
          if (!parameter.getNodeName().getLocalName().equals("GuidelineSpecifiedDocumentContextParameter")) continue;
          for (XdmNode id : parameter.children())
            if (id.getNodeKind() == XdmNodeKind.ELEMENT && id.getNodeName().getLocalName().equals("ID"))
              return id.getStringValue();
        }
      }
    }
    return "";
  }

  private static List<String> validate(Schema schema, File file) throws Exception {
    List<String> errors = new ArrayList<>();
    Validator validator = schema.newValidator();
    validator.setErrorHandler(
        new ErrorHandler() {
          public void warning(SAXParseException exception) {}

          public void error(SAXParseException exception) {
            errors.add(exception.getMessage());
          }

          public void fatalError(SAXParseException exception) throws SAXParseException {
            errors.add(exception.getMessage());
            throw exception;
          }
        });
    try {
      validator.validate(new StreamSource(file));
    } catch (SAXParseException stopped) {
      // already recorded
    }
    return errors;
  }

  private static List<String> fire(XsltExecutable stylesheet, XdmNode document, String key) throws Exception {
    XsltTransformer transformer = stylesheet.load();
    transformer.setInitialContextNode(document);
    XdmDestination destination = new XdmDestination();
    transformer.setDestination(destination);
    transformer.transform();
    List<String> fired = new ArrayList<>();
    collect(destination.getXdmNode(), key, fired);
    return fired;
  }

  private static void collect(XdmNode node, String key, List<String> fired) {
    for (XdmNode child : node.children()) {
      if (child.getNodeKind() != XdmNodeKind.ELEMENT) continue;
      String name = child.getNodeName().getLocalName();
      boolean isSvrl = SVRL.equals(child.getNodeName().getNamespaceURI());
      if (isSvrl && (name.equals("failed-assert") || name.equals("successful-report"))) {
        fired.add(
            "{\"id\":" + quote(attribute(child, "id")) + ",\"flag\":" + quote(attribute(child, "flag"))
                + ",\"location\":" + quote(attribute(child, "location")) + ",\"stylesheet\":" + quote(key) + "}");
      } else {
        collect(child, key, fired);
      }
    }
  }

  private static String attribute(XdmNode node, String name) {
    String value = node.getAttributeValue(new QName(name));
    return value == null ? "" : value;
  }

  private static String array(List<String> values) {
    StringBuilder out = new StringBuilder("[");
    for (int index = 0; index < values.size(); index++) out.append(index == 0 ? "" : ",").append(quote(values.get(index)));
    return out.append("]").toString();
  }

  private static String quote(String value) {
    StringBuilder out = new StringBuilder("\"");
    for (char character : value.toCharArray()) {
      if (character == '"' || character == '\\') out.append('\\').append(character);
      else if (character < 0x20) out.append(String.format("\\u%04x", (int) character));
      else out.append(character);
    }
    return out.append('"').toString();
  }
}
